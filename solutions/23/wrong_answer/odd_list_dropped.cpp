// Merges in rounds, two by two, but when a round has an odd number of lists
// the last one is left out instead of being carried to the next round.
class Solution {
    static ListNode* merge(ListNode* a, ListNode* b) {
        ListNode before;
        ListNode* tail = &before;
        while (a && b) {
            ListNode*& smaller = b->val < a->val ? b : a;
            tail->next = smaller;
            tail = smaller;
            smaller = smaller->next;
        }
        tail->next = a ? a : b;
        return before.next;
    }

public:
    ListNode* mergeKLists(vector<ListNode*>& lists) {
        if (lists.empty()) return nullptr;
        vector<ListNode*> round = lists;
        while (round.size() > 1) {
            vector<ListNode*> next;
            for (size_t i = 0; i + 1 < round.size(); i += 2)
                next.push_back(merge(round[i], round[i + 1]));
            // <- the bug: if (round.size() % 2) next.push_back(round.back());
            round = std::move(next);
        }
        return round[0];
    }
};
