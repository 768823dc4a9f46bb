// Merges the lists into the answer one at a time: O(k N), slower than a heap
// but within the limits here. Measured at the limit (10^4 lists of one node,
// large/singletons-k10000): about 150 ms of CPU against 16 ms for the heap,
// far inside the 1000 ms limit, so it is accepted, as it is on LeetCode; the
// test set has no TLE solution for this problem because these constraints
// separate no slow idea that is still right.
class Solution {
    static ListNode* merge(ListNode* a, ListNode* b) {
        ListNode before;
        ListNode* tail = &before;
        while (a && b) {
            if (b->val < a->val) {
                tail->next = b;
                b = b->next;
            } else {
                tail->next = a;
                a = a->next;
            }
            tail = tail->next;
        }
        tail->next = a ? a : b;
        return before.next;
    }

public:
    ListNode* mergeKLists(vector<ListNode*>& lists) {
        ListNode* result = nullptr;
        for (ListNode* list : lists) result = merge(result, list);
        return result;
    }
};
