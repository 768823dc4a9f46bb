// A priority queue of heads with the comparator of a max-heap: the largest
// head comes out first, so the answer is not sorted (a single list, or
// lists whose values never interleave badly, still come out right).
class Solution {
public:
    ListNode* mergeKLists(vector<ListNode*>& lists) {
        auto cmp = [](ListNode* a, ListNode* b) { return a->val < b->val; };  // <- the bug: > for a min-heap
        priority_queue<ListNode*, vector<ListNode*>, decltype(cmp)> heads(cmp);
        for (ListNode* head : lists)
            if (head) heads.push(head);
        ListNode before;
        ListNode* tail = &before;
        while (!heads.empty()) {
            ListNode* node = heads.top();
            heads.pop();
            tail->next = node;
            tail = node;
            if (node->next) heads.push(node->next);
        }
        tail->next = nullptr;
        return before.next;
    }
};
